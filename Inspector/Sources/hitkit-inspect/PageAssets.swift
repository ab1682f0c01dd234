/// The inspector page's files, embedded in the binary: nothing is read from disk to serve them.
enum PageAssets {
    /// A file of the page: its bytes and its content type.
    struct Asset: Sendable {
        var bytes: [UInt8]
        var contentType: String
    }

    /// The asset served at `path` (`/` is the page), or `nil`.
    static func asset(at path: String) -> Asset? {
        let name = path == "/" ? "index.html" : String(path.drop(while: { $0 == "/" }))
        guard let bytes = files[name] else { return nil }
        return Asset(bytes: bytes, contentType: contentType(of: name))
    }

    /// The content type a file's extension calls for.
    static func contentType(of name: String) -> String {
        if name.hasSuffix(".html") { return "text/html; charset=utf-8" }
        if name.hasSuffix(".css") { return "text/css; charset=utf-8" }
        if name.hasSuffix(".js") { return "text/javascript; charset=utf-8" }
        if name.hasSuffix(".svg") { return "image/svg+xml" }
        return "application/octet-stream"
    }

    /// Every file by the name the page links it with.
    static let files: [String: [UInt8]] = [
        "index.html": PackageResources.index_html,
        "inspector.css": PackageResources.inspector_css,
        "main.js": PackageResources.main_js,
        "drawing.js": PackageResources.drawing_js,
        "hover.js": PackageResources.hover_js,
        "touch.js": PackageResources.touch_js,
        "trace.js": PackageResources.trace_js,
        "timeline.js": PackageResources.timeline_js,
        "hitmap.js": PackageResources.hitmap_js,
        "editor.js": PackageResources.editor_js,
    ]
}
