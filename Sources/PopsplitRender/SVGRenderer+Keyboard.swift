import PopsplitModel

/// The iPad's keyboard of iOS 5/6 (protocol.md section 12.2): four rows of keys across the whole
/// width, each row 11.2 key widths (a width counting the gap after a key), as the 768 x 264
/// portrait and 1024 x 352 landscape keyboards are drawn:
/// `Q`..`P` and delete; `A`..`L` (half a key in) and return; shift, `Z`..`M`, `!,`, `?.`, shift;
/// `.?123`, the space bar, `.?123` and the hide-keyboard key.
extension SVGRenderer {
    /// The keyboard over `f`: its background and its keys.
    func drawKeyboard(_ f: Rect, on c: inout SVGCanvas) {
        c.rect(f, fill: palette.keyboard)
        let margin = f.width * 0.008
        let slot = (f.width - 2 * margin) / KeyboardKey.rowUnits
        let gap = slot * 0.18
        let top = f.height * 0.03
        let pitch = (f.height - top - f.height * 0.01) / Double(KeyboardKey.rows.count)
        let height = pitch * 0.86
        for (r, row) in KeyboardKey.rows.enumerated() {
            var x = f.minX + margin + gap / 2
            let y = f.minY + top + Double(r) * pitch
            for key in row {
                let frame = Rect(x: x, y: y, width: key.units * slot - gap, height: height)
                x += key.units * slot
                drawKey(key.face, frame, on: &c)
            }
        }
    }

    /// One key's cap and face.
    func drawKey(_ face: KeyboardKey.Face, _ k: Rect, on c: inout SVGCanvas) {
        let p = palette
        let letterSize = k.height * 0.42
        let s = k.height * 0.3
        let centre = Point(x: k.midX, y: k.midY)
        let fn: Bool
        switch face {
        case .gap: return
        case .label(_, let isFunction): fn = isFunction
        case .pair, .space: fn = false
        case .shift, .delete, .hide: fn = true
        }
        // The cap and its shadow below.
        c.rect(Rect(x: k.minX, y: k.minY + 1.5, width: k.width, height: k.height), fill: "#00000040", radius: 6)
        c.rect(k, fill: fn ? p.functionKey : p.key, radius: 6)
        switch face {
        case .gap, .space: break
        case .label(let text, let isFunction):
            c.text(text, at: centre, size: isFunction ? k.height * 0.3 : letterSize, fill: p.keyText, width: k.width - 4)
        case .pair(let upper, let lower):
            c.text(upper, at: Point(x: k.midX, y: k.midY - s * 0.75), size: letterSize * 0.75, fill: p.keyText)
            c.text(lower, at: Point(x: k.midX, y: k.midY + s * 0.75), size: letterSize * 0.75, fill: p.keyText)
        case .shift:
            let arrow: [(Double, Double)] = [(0, -1), (1, 0), (0.45, 0), (0.45, 0.8), (-0.45, 0.8), (-0.45, 0), (-1, 0)]
            c.polygon(arrow.map { Point(x: centre.x + $0.0 * s, y: centre.y + $0.1 * s) }, fill: "none", stroke: p.keyText)
        case .delete:
            let outline: [(Double, Double)] = [(-1.1, 0), (-0.5, -0.6), (1.1, -0.6), (1.1, 0.6), (-0.5, 0.6)]
            c.polygon(outline.map { Point(x: centre.x + $0.0 * s, y: centre.y + $0.1 * s) }, fill: "none", stroke: p.keyText)
            let cross = Point(x: centre.x + 0.3 * s, y: centre.y)
            let d = 0.3 * s
            c.line(from: Point(x: cross.x - d, y: cross.y - d), to: Point(x: cross.x + d, y: cross.y + d), stroke: p.keyText)
            c.line(from: Point(x: cross.x - d, y: cross.y + d), to: Point(x: cross.x + d, y: cross.y - d), stroke: p.keyText)
        case .hide:
            // A small keyboard (three rows of keys) over a down-pointing arrow.
            let board = Rect(x: centre.x - 1.3 * s, y: centre.y - 1.1 * s, width: 2.6 * s, height: 1.5 * s)
            c.rect(board, fill: "none", stroke: p.keyText, radius: 2)
            for row in 0..<3 {
                let y = board.minY + board.height * (Double(row) + 1) / 4
                let inset = row == 2 ? board.width * 0.3 : board.width * 0.15
                c.line(from: Point(x: board.minX + inset, y: y), to: Point(x: board.maxX - inset, y: y), stroke: p.keyText, width: 1.5)
            }
            let tipY = centre.y + 1.1 * s
            c.polygon(
                [Point(x: centre.x - 0.5 * s, y: board.maxY + 0.2 * s), Point(x: centre.x + 0.5 * s, y: board.maxY + 0.2 * s), Point(x: centre.x, y: tipY)],
                fill: p.keyText)
        }
    }
}
