import Foundation

/// Where panes keeps what it can rebuild (search indexes, the compiled model library):
/// `$XDG_CACHE_HOME/panes`, else `~/.cache/panes`. One lookup, shared by every cache. As the XDG
/// base directory specification says, a relative `XDG_CACHE_HOME` is ignored (it would put a
/// cache in whatever folder panes was started from).
public enum CacheLocation {
    /// The panes cache folder for `environment`; nil when neither `XDG_CACHE_HOME` nor `HOME` is set.
    public static func folder(_ environment: [String: String]) -> URL? {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("panes", isDirectory: true)
        }
        if let home = environment["HOME"], !home.isEmpty {
            return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".cache/panes", isDirectory: true)
        }
        return nil
    }
}
