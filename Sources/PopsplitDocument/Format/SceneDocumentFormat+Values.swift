import PopsplitModel

/// The values the scene document format describes once and refers to by name.
extension SceneDocumentFormat {
    /// Every named value, in the order the schema lists them.
    public static let valueDefinitions: [FormatValueDefinition] = [
        FormatValueDefinition(
            .id, .nonEmptyString,
            description: """
                An id, unique across controllers, views, bar button items and segues of the document.
                """),
        FormatValueDefinition(.orientation, .names(InterfaceOrientation.self), description: "A UIInterfaceOrientation name."),
        FormatValueDefinition(
            .rect,
            .tuple([
                .described("x", .number(-100000...100000)), .described("y", .number(-100000...100000)), .described("width", .number(0...100000)),
                .described("height", .number(0...100000)),
            ]),
            description: """
                A frame [x, y, width, height] in the superview's coordinates, points, y down; width and height not \
                negative.
                """),
        FormatValueDefinition(
            .size, .tuple([.described("width", .number(0...100000)), .described("height", .number(0...100000))]),
            description: "A size [width, height] in points, neither negative."),
        FormatValueDefinition(
            .arrowDirection, .names(ArrowDirection.self),
            description: """
                A UIPopoverArrowDirection name: where the arrow points (up: the popover is below its anchor).
                """),
        FormatValueDefinition(
            .arrows, .oneOf([.constant("any"), .array(of: .reference(.arrowDirection), minItems: 1, unique: true)]),
            description: """
                Permitted arrow directions (POP-10): "any" or a non-empty list, each direction at most once.
                """, default: "any"),
        FormatValueDefinition(
            .barStyle, .names(BarStyle.self),
            description: """
                UIBarStyle (NAV-07): default (blue-grey), black, blackTranslucent (see-through; content extends \
                under a navigation controller's bar).
                """, default: "default"),
        FormatValueDefinition(
            .tintColor, .pattern("^#[0-9A-Fa-f]{6}$"), description: "A bar's colour, #RRGGBB: its tintColor (NAV-07) or backgroundColor (NAV-09)."),
    ]
}
