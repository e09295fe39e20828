import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Questions about where a folder really is: the same folder under another spelling or behind
/// a symbolic link, one folder inside another, a mount point.
public enum FolderPath {
    /// The absolute path with every symbolic link resolved. For a path that does not exist yet,
    /// its nearest existing ancestor is resolved and the rest appended, so two spellings of a
    /// future folder compare equal too.
    public static func resolved(_ url: URL) -> String {
        var missing: [String] = []
        var current = url.standardizedFileURL.path
        while true {
            if let real = realpath(current, nil) {
                defer { free(real) }
                let base = String(cString: real)
                return missing.reversed().reduce(base) { $0 == "/" ? "/" + $1 : $0 + "/" + $1 }
            }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current { return url.standardizedFileURL.path }
            missing.append((current as NSString).lastPathComponent)
            current = parent
        }
    }

    /// Whether `inner` is `outer` or lies inside it, after resolving both.
    public static func isSameOrInside(_ inner: URL, _ outer: URL) -> Bool {
        let innerPath = resolved(inner)
        let outerPath = resolved(outer)
        return innerPath == outerPath || innerPath.hasPrefix(outerPath == "/" ? "/" : outerPath + "/")
    }

    /// Whether `url` is a folder that another file system is mounted on (or the root), which
    /// no rename can replace.
    public static func isMountPoint(_ url: URL) -> Bool {
        let path = resolved(url)
        guard path != "/" else { return true }
        var own = stat()
        var parent = stat()
        guard stat(path, &own) == 0, stat((path as NSString).deletingLastPathComponent, &parent) == 0 else { return false }
        return own.st_dev != parent.st_dev
    }

    /// Exchanges two paths in one step with Linux's `renameat2(RENAME_EXCHANGE)`; false when the
    /// call or the file system does not support it.
    public static func exchange(_ first: String, _ second: String) -> Bool {
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        // glibc declares renameat2 only under _GNU_SOURCE, which Swift does not see; look it up instead.
        guard let symbol = dlsym(nil, "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let exchangeFlag: UInt32 = 1 << 1  // RENAME_EXCHANGE
        return renameat2(AT_FDCWD, first, AT_FDCWD, second, exchangeFlag) == 0
    }
}
