/// Whether a key must be present.
public enum FormatRequirement: Sendable, Equatable {
    /// It may be left out.
    case optional
    /// It must be present.
    case required
    /// It must be present wherever it applies (`children` on a container, `toolbar` on a master
    /// button placed in a toolbar); elsewhere it must be absent.
    case requiredWhereItApplies
}
