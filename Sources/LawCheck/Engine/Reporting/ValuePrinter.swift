/// Prints values deterministically: structure comes from `Mirror`, sets and
/// dictionaries are printed sorted by their printed elements (their own
/// iteration order depends on a per-process hash seed), and values longer
/// than `lineWidth` are broken over indented lines.
public enum ValuePrinter {
    /// The width above which a value is printed over several lines.
    public static let lineWidth = 80

    /// `value` on one line.
    public static func singleLine(_ value: Any) -> String {
        render(node(value), multiline: false, indent: "")
    }

    /// `value` on one line if it fits `lineWidth`, else over several lines.
    public static func pretty(_ value: Any) -> String {
        let tree = node(value)
        let flat = render(tree, multiline: false, indent: "")
        return flat.count <= lineWidth ? flat : render(tree, multiline: true, indent: "")
    }

    indirect enum Node {
        case leaf(String)
        case group(open: String, close: String, children: [(label: String?, node: Node)])
    }

    static func node(_ value: Any) -> Node {
        switch value {
        case let text as String: return .leaf(text.debugDescription)
        case let character as Character: return .leaf(String(character).debugDescription)
        case let scalar as Unicode.Scalar: return .leaf(String(scalar).debugDescription)
        default: break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first else { return .leaf("nil") }
            return node(wrapped.value)
        case .collection:
            return .group(open: "[", close: "]", children: mirror.children.map { (nil, node($0.value)) })
        case .set:
            let elements = mirror.children.map { node($0.value) }
                .sorted { render($0, multiline: false, indent: "") < render($1, multiline: false, indent: "") }
            return .group(open: "Set([", close: "])", children: elements.map { (nil, $0) })
        case .dictionary:
            let entries = mirror.children.map { entry -> (key: Node, value: Node) in
                let pair = Array(Mirror(reflecting: entry.value).children)
                return (node(pair[0].value), node(pair[1].value))
            }
            let sorted = entries.map { (key: render($0.key, multiline: false, indent: ""), value: $0.value) }
                .sorted { $0.key < $1.key }
            if sorted.isEmpty { return .leaf("[:]") }
            return .group(open: "[", close: "]", children: sorted.map { ($0.key, $0.value) })
        case .tuple:
            return .group(
                open: "(", close: ")",
                children: mirror.children.map { child in
                    let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
                    return (label, node(child.value))
                })
        case .enum:
            if value is CustomStringConvertible || value is CustomDebugStringConvertible {
                return .leaf(String(describing: value))
            }
            if let payload = mirror.children.first, let name = payload.label {
                let inner = node(payload.value)
                if case .group(open: "(", close: ")", let children) = inner {
                    return .group(open: name + "(", close: ")", children: children)
                }
                return .group(open: name + "(", close: ")", children: [(nil, inner)])
            }
            return .leaf(String(describing: value))
        case .struct, .class:
            if value is CustomStringConvertible || value is CustomDebugStringConvertible {
                return .leaf(String(describing: value))
            }
            let typeName = String(describing: mirror.subjectType)
            return .group(
                open: typeName + "(", close: ")", children: mirror.children.map { ($0.label, node($0.value)) })
        default:
            return .leaf(String(describing: value))
        }
    }

    static func render(_ node: Node, multiline: Bool, indent: String) -> String {
        switch node {
        case .leaf(let text):
            return text
        case .group(let open, let close, let children):
            if children.isEmpty { return open + close }
            let inner = indent + "  "
            let parts = children.map { child in
                (child.label.map { $0 + ": " } ?? "") + render(child.node, multiline: multiline, indent: inner)
            }
            if !multiline { return open + parts.joined(separator: ", ") + close }
            return open + "\n" + parts.map { inner + $0 }.joined(separator: ",\n") + "\n" + indent + close
        }
    }
}
