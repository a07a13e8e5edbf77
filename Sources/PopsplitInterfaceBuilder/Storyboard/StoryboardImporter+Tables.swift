import PopsplitDocument
import PopsplitJSON
import PopsplitModel

extension StoryboardImporter {
    /// A static table's cells as rows, in section order; a prototype table's cells give none
    /// (its rows come from its data source), with a note.
    mutating func tableRows(of table: XMLElement) -> [JSONValue] {
        var rows: [JSONValue] = []
        let isStatic = table.attribute("dataMode") == "static"
        for child in table.children {
            switch child.name {
            case "sections":
                log.carry(child)
                for section in child.children where section.name == "tableViewSection" {
                    log.carry(section)
                    if let header = section.attribute("headerTitle") ?? section.attribute("footerTitle") {
                        log.report(
                            .information, .notCarried, at: section, "section title \"\(header)\" not drawn: popsplit's tables have rows without sections")
                    }
                    guard let cells = section.child(named: "cells") else { continue }
                    log.carry(cells)
                    for cell in cells.children where cell.name == "tableViewCell" { rows.append(rowJSON(cell)) }
                }
            case "prototypes":
                log.carryAll(child)
                if !isStatic {
                    log.reportDefault(
                        table.attribute("id") ?? "", keys: ["rows"], at: table,
                        "table \(table.attribute("id") ?? ""): its rows come from its data source (prototype cells); give them as rows in the companion document"
                    )
                }
            default:
                continue
            }
        }
        return rows
    }

    /// A static cell as a row: its id, the text of its title and detail labels, its accessory,
    /// the action its segue gives.
    private mutating func rowJSON(_ cell: XMLElement) -> JSONValue {
        var object = JSONObject()
        if let id = cell.attribute("id") {
            object["id"] = .string(id)
            log.declare(id, at: cell)
        } else {
            log.carry(cell)
        }
        var labels: [XMLElement] = []
        collectLabels(in: cell, into: &labels)
        let titleId = cell.attribute("textLabel")
        let detailId = cell.attribute("detailTextLabel")
        let title =
            labels.first { $0.attribute("id") == titleId && titleId != nil }
            ?? labels.first { $0.attribute("key") == "textLabel" } ?? labels.first { $0.attribute("id") != detailId }
        let detail = labels.first { $0.attribute("id") == detailId && detailId != nil } ?? labels.first { $0.attribute("key") == "detailTextLabel" }
        if let text = title?.attribute("text") { object["title"] = .string(text) }
        if let text = detail?.attribute("text"), detail?.place != title?.place { object["detail"] = .string(text) }
        if let accessory = cell.attribute("accessoryType").flatMap(CellAccessory.init(rawValue:)), accessory != .none {
            object["accessory"] = .string(accessory.rawValue)
        }
        if let action = action(of: cell) { object["action"] = action }
        return .object(object)
    }

    /// The labels inside a cell (its content view's), in document order, carried.
    private mutating func collectLabels(in element: XMLElement, into labels: inout [XMLElement]) {
        for child in element.children {
            switch child.name {
            case "label":
                labels.append(child)
                log.carryAll(child)
            case "rect", "autoresizingMask", "subviews", "view", "tableViewCellContentView":
                log.carry(child)
                collectLabels(in: child, into: &labels)
            default:
                continue
            }
        }
    }
}
