/// One element of an Interface Builder file, as the XML reader read it: its name, attributes in
/// document order, child elements, the text directly inside it, and where it stands in the file.
///
/// The tree is the reader's whole output: the importers walk it and never see libxml2.
public struct XMLElement: Sendable, Equatable {
    /// The element's name (`viewController`, `rect`, `object` ...), with any prefix.
    public var name: String
    /// Its attributes, in document order (values with entities and character references
    /// already decoded).
    public var attributes: [XMLAttribute]
    /// Its child elements, in document order.
    public var children: [XMLElement]
    /// The text directly inside it (character data and CDATA, concatenated).
    public var text: String
    /// Where it stands in the file.
    public var place: XMLPlace

    /// An element.
    public init(name: String, attributes: [XMLAttribute] = [], children: [XMLElement] = [], text: String = "", place: XMLPlace) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.place = place
    }

    /// The value of attribute `name`, if the element has it.
    public func attribute(_ name: String) -> String? {
        for attribute in attributes where attribute.name == name { return attribute.value }
        return nil
    }

    /// Whether attribute `name` is `YES` (Interface Builder's spelling of true).
    public func flag(_ name: String) -> Bool { attribute(name) == "YES" }

    /// The child elements named `name`, in order.
    public func children(named name: String) -> [XMLElement] { children.filter { $0.name == name } }

    /// The first child element named `name`.
    public func child(named name: String) -> XMLElement? { children.first { $0.name == name } }

    /// The first child element whose `key` attribute is `key` (Interface Builder names an
    /// element's role by its `key`: `<rect key="frame">`, `<view key="view">`).
    public func child(key: String) -> XMLElement? { children.first { $0.attribute("key") == key } }

    /// The first child element named `name` whose `key` is `key`.
    public func child(named name: String, key: String) -> XMLElement? {
        children.first { $0.name == name && $0.attribute("key") == key }
    }
}
