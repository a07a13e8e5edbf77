import PopsplitDocument
import PopsplitModel

extension StoryboardImporter {
    /// The header of the file, or nil with an error diagnostic: an iPhone file, an unknown
    /// document version, a root element that is neither a storyboard nor a nib.
    mutating func readHeader() -> StoryboardHeader? {
        let type = root.attribute("type") ?? ""
        guard root.name == "document", type.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch.") else {
            log.report(
                .error, .unsupportedFile, at: root,
                "not an iOS storyboard or nib: the root element is <\(root.name)>\(type.isEmpty ? "" : " of type \(type)")")
            return nil
        }
        let runtime = root.attribute("targetRuntime") ?? ""
        if runtime == "iOS.CocoaTouch", !acceptsIPhone {
            log.report(
                .error, .unsupportedFile, at: root,
                "this \(format.rawValue) is for the iPhone (targetRuntime=\"iOS.CocoaTouch\"); popsplit models the iPad: open the iPad \(format.rawValue) (targetRuntime=\"iOS.CocoaTouch.iPad\")"
            )
            return nil
        }
        guard runtime == "iOS.CocoaTouch.iPad" || (runtime == "iOS.CocoaTouch" && acceptsIPhone) || (runtime.isEmpty && format == .xib) else {
            log.report(
                .error, .unsupportedFile, at: root,
                "unknown target runtime \"\(runtime)\": popsplit reads iPad files (targetRuntime=\"iOS.CocoaTouch.iPad\")")
            return nil
        }
        let version = root.attribute("version") ?? ""
        guard StoryboardHeader.versions.contains(version) else {
            log.report(
                .error, .unsupportedFile, at: root,
                "unknown \(format.rawValue) document version \"\(version)\": popsplit reads versions 1.0, 1.1, 2.0 and 3.0 (Xcode 4.2 to 5)")
            return nil
        }
        var header = StoryboardHeader(version: version, profile: version == "1.0" || version == "1.1" ? "ios5.0" : "ios6")
        for child in root.children {
            switch child.name {
            case "dependencies":
                log.carryAll(child)
                for dependency in child.children where dependency.name == "deployment" {
                    let value = dependency.attribute("defaultVersion") ?? dependency.attribute("version")
                    guard let value, let target = Int(value) else { continue }
                    header.profile = StoryboardHeader.profile(deploymentTarget: target)
                    if target >= 0x700 {
                        log.report(
                            .information, .defaulted, at: dependency,
                            "the deployment target is \(StoryboardHeader.describe(deploymentTarget: target)): popsplit models iOS 6's behaviour (profile ios6)")
                    }
                }
            case "scenes", "objects":
                log.carry(child)
            case "simulatedMetricsContainer":
                log.carryAll(child)
                header.orientation = child.children.first { $0.name == "simulatedOrientationMetrics" }?.attribute("orientation")
                    .flatMap(StoryboardImporter.orientationName)
            default:
                continue
            }
        }
        return header
    }

    /// The orientation a controller's simulated metrics give, if any (read, so carried).
    mutating func orientation(of element: XMLElement) -> String? {
        guard let metrics = element.children.first(where: { $0.name == "simulatedOrientationMetrics" }) else { return nil }
        log.carry(metrics)
        return metrics.attribute("orientation").flatMap(StoryboardImporter.orientationName)
    }

    /// The scene document's orientation for Interface Builder's name of one (UIKit's names, as the
    /// document's).
    static func orientationName(_ name: String) -> String? { InterfaceOrientation(rawValue: name)?.rawValue }
}
