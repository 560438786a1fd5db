import OrbitCommands

OrbitMain.main()
