import ArgumentParser
import PopsplitService

/// `--layout-mode full|delta`, read as the service's own enum.
extension LayoutMode: ExpressibleByArgument {}
