import OrbitCommands

#if canImport(Glibc)
import Glibc
#endif

exit(OrbitMain.run())
