/// Checks on the relative paths featuregen writes to: they stay inside the project.
public enum ProjectPath {
    /// Why `path` cannot be used as a path inside the project, or nil when it can.
    public static func problem(with path: String) -> String? {
        if path.isEmpty { return "is empty" }
        if path.hasPrefix("/") || path.hasPrefix("~") { return "'\(path)' is absolute; use a path inside the project" }
        if path.utf8.contains(UInt8(ascii: "\\")) { return "'\(path)' contains a backslash; use '/' between folders" }
        if path.split(separator: "/").contains("..") { return "'\(path)' leads outside the project ('..')" }
        return nil
    }

    /// `./Specs/` → `Specs`.
    public static func normalized(_ path: String) -> String {
        path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }

    /// The folder a path is in: `Features/Cart/Cart.swift` → `Features/Cart`; empty for a file
    /// in the project's own folder.
    public static func folder(of path: String) -> String {
        path.split(separator: "/").dropLast().joined(separator: "/")
    }

    public static func join(_ parts: String...) -> String {
        normalized(parts.filter { !$0.isEmpty }.joined(separator: "/"))
    }
}
