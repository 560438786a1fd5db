import ExampleLayouts
import OrbitCommands

OrbitMain.main(layouts: [.spiral, .petals, .agenda])
