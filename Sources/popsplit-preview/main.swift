// popsplit-preview: the live preview's page server, started by the daemon (PageServerMain).
import PopsplitPreviewServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

exit(await PageServerMain.run())
