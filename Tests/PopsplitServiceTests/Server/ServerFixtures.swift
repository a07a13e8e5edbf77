import Foundation
import PopsplitJSON

/// Documents and helpers shared by the server tests.
enum ServerFixtures {
    /// The examples' texts by path (`examples/scenes/<name>.json`), read once from the repository.
    static let exampleFiles: [String: String] = {
        var files: [String: String] = [:]
        for name in ["navigation-drilldown", "form-sheet", "tabs", "rotation-refusal", "page-view"] {
            let path = "examples/scenes/\(name).json"
            if let text = try? String(contentsOfFile: DocumentFixtures.repositoryRoot + "/" + path, encoding: .utf8) {
                files[path] = text
            }
        }
        return files
    }()

    /// The text of example `name`, or "" when it cannot be read (the test then fails on it).
    static func example(_ name: String) -> String { exampleFiles["examples/scenes/\(name).json"] ?? "" }

    /// A navigation scene written over several lines: root `nav` holding `list` (title `title`),
    /// `detail` and `more` free to push, and `sheet` free to present.
    static func navigationText(title: String = "List") -> String {
        """
        {
          "popsplit": 1,
          "profile": "ios6",
          "orientation": "portrait",
          "root": {
            "id": "nav",
            "type": "navigation",
            "children": [
              {"id": "list", "title": "\(title)",
               "views": [{"id": "row", "kind": "button", "frame": [0, 0, 768, 44], "action": {"push": "detail"}}]}
            ]
          },
          "controllers": [
            {"id": "detail", "title": "Detail"},
            {"id": "more", "title": "More"},
            {"id": "sheet", "title": "Sheet"}
          ]
        }
        """
    }

    /// The navigation scene as a JSON value.
    static func navigationDocument(title: String = "List") -> JSONValue {
        (try? JSONCodec.parse(navigationText(title: title))) ?? .null
    }
}
