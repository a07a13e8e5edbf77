/// A placement as result fields (protocol.md section 9.9): the chosen side's summary and the
/// explanation listing every side considered.
enum PlacementFields {
    /// `arrowDirection`, `frame`, `contentFrame`, `arrowTip`, `arrowOffset`, `arrowAttached`.
    static func summary(_ placement: PlacementResult) -> [Field] {
        let c = placement.chosen
        return [
            Field(.arrowDirection, .string(c.direction.rawValue)), Field(.frame, .rect(c.frame)),
            Field(.contentFrame, .rect(c.contentFrame)), Field(.arrowTip, .point(c.arrowTip)),
            Field(.arrowOffset, .number(c.arrowOffset)), Field(.arrowAttached, .bool(c.attached)),
        ]
    }

    /// `{area, marginsIgnored, chosen, candidates: [{direction, permitted, frame, contentFrame,
    /// arrowTip, arrowOffset, attached, meetsMinimum, fits, shrunk, area, rank, reason}]}`.
    static func explanation(_ placement: PlacementResult) -> FieldValue {
        .fields([
            Field(.area, .rect(placement.area)), Field(.marginsIgnored, .bool(placement.marginsIgnored)),
            Field(.chosen, .string(placement.chosen.direction.rawValue)),
            Field(.candidates, .list(placement.candidates.map(candidate))),
        ])
    }

    /// One candidate's fields.
    static func candidate(_ c: PlacementCandidate) -> [Field] {
        [
            Field(.direction, .string(c.direction.rawValue)), Field(.permitted, .bool(c.permitted)),
            Field(.frame, .rect(c.frame)), Field(.contentFrame, .rect(c.contentFrame)),
            Field(.arrowTip, .point(c.arrowTip)), Field(.arrowOffset, .number(c.arrowOffset)),
            Field(.attached, .bool(c.attached)), Field(.meetsMinimum, .bool(c.meetsMinimum)),
            Field(.fits, .bool(c.fits)), Field(.shrunk, .bool(c.shrunk)), Field(.area, .number(c.area)),
            Field(.rank, .number(Double(c.rank))), Field(.reason, c.reason.map { .string($0) } ?? .null),
        ]
    }
}
