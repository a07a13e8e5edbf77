/// Why an element of a storyboard or nib is not carried into the scene, by its name: the
/// families of elements that are not presentation (protocol.md, "Storyboards and nibs"), and
/// what popsplit does not know.
enum LeftOutReason: Equatable {
    /// Constraints: popsplit lays views out by frames and autoresizing masks.
    case constraints
    /// Fonts, colours, images: appearance.
    case appearance
    /// Interface Builder's bookkeeping: class descriptions, resources, dependencies, tools.
    case bookkeeping
    /// Design-time metrics and the canvas.
    case design
    /// Outlets: connections for the app's code.
    case outlet
    /// Target-actions: the app's code runs; its effect can be supplied in a companion document.
    case action
    /// Placeholders (File's Owner, First Responder, Exit).
    case placeholder
    /// Properties of a view popsplit does not model.
    case property
    /// An element popsplit does not know.
    case unknown

    /// The reason for an element named `element`.
    init(element: String) {
        switch element {
        case "constraint", "constraints", "variation", "mask": self = .constraints
        case "fontDescription", "font", "color", "image", "imageReference", "inset", "offsetWrapper", "attributedString",
            "fragment", "paragraphStyle":
            self = .appearance
        case "classes", "class", "source", "relationships", "relationship", "resources", "dependencies", "development",
            "plugIn", "capability", "deployment", "objects", "object", "array", "dictionary", "reference", "int", "integer",
            "real", "bool", "boolean", "string", "nil", "bytes", "double", "float", "characters":
            self = .bookkeeping
        case "layoutGuides", "viewControllerLayoutGuide", "extendedEdge", "inferredMetricsTieBreakers",
            "simulatedMetricsContainer", "simulatedOrientationMetrics", "simulatedStatusBarMetrics",
            "simulatedNavigationBarMetrics", "simulatedToolbarMetrics", "simulatedTabBarMetrics",
            "simulatedScreenMetrics", "simulatedSizeMetrics", "freeformSimulatedSizeMetrics", "simulatedMetricsInferredSentinel",
            "splitViewMasterSimulatedSizeMetrics", "splitViewDetailSimulatedSizeMetrics", "point", "size", "nextObjectID",
            "canvasLocation":
            self = .design
        case "outlet", "outletCollection": self = .outlet
        case "action": self = .action
        case "placeholder", "exit": self = .placeholder
        case "textInputTraits", "accessibility", "userDefinedRuntimeAttributes", "userDefinedRuntimeAttribute",
            "state", "segments", "segment", "dataDetectorType", "animations", "date", "locale", "gestureRecognizers",
            "connections", "edgeInsets", "rect", "autoresizingMask", "value", "mutableString", "label", "items",
            "navigationItem", "barButtonItem", "tabBarItem", "navigationBar", "toolbar", "tabBar", "subviews", "view":
            self = .property
        default: self = .unknown
        }
    }

    /// Whether the element may be presentation popsplit misses (a warning) rather than
    /// something that is not presentation (information).
    var isPresentation: Bool { self == .unknown }

    /// The reason in words.
    var explanation: String {
        switch self {
        case .constraints: "layout constraints; popsplit lays views out by their frames and autoresizing masks"
        case .appearance: "appearance (fonts, colours, images), not presentation"
        case .bookkeeping: "Interface Builder's bookkeeping, not presentation"
        case .design: "design-time metrics and canvas, not presentation"
        case .outlet: "an outlet connects an object for the app's code, not presentation"
        case .action:
            "a target-action runs the app's code; supply what it does as an action in the companion document"
        case .placeholder: "Interface Builder's placeholder (File's Owner, First Responder, Exit), not presentation"
        case .property: "a property popsplit does not model here"
        case .unknown: "popsplit does not know this element; it is left out"
        }
    }
}
