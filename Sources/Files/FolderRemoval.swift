import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Removes a folder panes made, the way `rm -rf --one-file-system` would, and says what it left.
///
/// Two things `FileManager.removeItem` gets wrong for panes' staging and old sites: it descends
/// into a file system mounted inside the folder (a bind mount, a container's volume) and empties
/// it, and it gives up on a folder that is not writable (an old site someone made read-only),
/// leaving the whole copy behind. This never crosses onto another device, and makes a folder it
/// owns writable before emptying it.
public enum FolderRemoval {
    /// Removes `folder` and everything below it on its own file system; returns the paths it
    /// could not remove (a mount point, a file it may not delete), empty when all is gone.
    @discardableResult public static func remove(_ folder: URL) -> [String] {
        var status = stat()
        guard lstat(folder.path, &status) == 0 else { return [] }
        var left: [String] = []
        removeTree(folder.path, device: status.st_dev, mounts: Set(mountPoints(below: folder)), left: &left)
        return left
    }

    /// The mount points below `folder`: what a build must never empty or move. Read from
    /// `/proc/self/mountinfo`, since a bind mount of a folder on the same file system has the
    /// same device number as its parent; where that file is missing, folders whose device
    /// differs from their parent's.
    public static func mountPoints(below folder: URL) -> [String] {
        let root = FolderPath.resolved(folder)
        if let table = try? String(contentsOfFile: "/proc/self/mountinfo", encoding: .utf8) {
            // Each line: id parent major:minor root mount-point options …; spaces in paths are `\040`.
            return table.split(separator: "\n").compactMap { line -> String? in
                let fields = line.split(separator: " ")
                guard fields.count > 4 else { return nil }
                let point = fields[4].replacingOccurrences(of: "\\040", with: " ")
                return point.hasPrefix(root + "/") ? point : nil
            }.sorted()
        }
        var status = stat()
        guard lstat(folder.path, &status) == 0 else { return [] }
        var found: [String] = []
        findMounts(folder.path, device: status.st_dev, found: &found)
        return found
    }

    private static func findMounts(_ path: String, device: dev_t, found: inout [String]) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
            let child = path + "/" + name
            var status = stat()
            guard lstat(child, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { continue }
            if status.st_dev != device {
                found.append(child)
            } else {
                findMounts(child, device: device, found: &found)
            }
        }
    }

    private static func removeTree(_ path: String, device: dev_t, mounts: Set<String>, left: inout [String]) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            if unlink(path) != 0 { left.append(path) }
            return
        }
        guard status.st_dev == device, mounts.isEmpty || !mounts.contains(FolderPath.resolved(URL(fileURLWithPath: path))) else {
            left.append(path)
            return
        }
        // A read-only folder of ours: make it writable, as `rm -rf` does, so its entries can go.
        if status.st_mode & S_IWUSR == 0, status.st_uid == getuid() { chmod(path, mode_t(status.st_mode & 0o7777) | S_IRWXU) }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
            removeTree(path + "/" + name, device: device, mounts: mounts, left: &left)
        }
        if rmdir(path) != 0, errno != ENOENT, !left.contains(where: { $0.hasPrefix(path + "/") }) { left.append(path) }
    }
}
