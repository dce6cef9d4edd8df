import SwiftUI
#if canImport(AppKit)
import AppKit
#endif

// A row shared with the Mac app: behind `#if canImport(AppKit)` it copies text with
// `NSPasteboard.general` (`clearContents()`, `setString(_:forType: .string)`, read back with
// `string(forType:)`) and reveals a file with `NSWorkspace.shared.activateFileViewerSelecting(_:)`,
// `open(_:)` returning whether anything opened. A render's pasteboard is an in-memory one, and
// nothing opens: the copied badge is green and the "opened" dot grey.
enum ClipboardBridge {
    static func copy(_ text: String) -> Bool {
        #if canImport(AppKit)
        let board = NSPasteboard.general
        board.clearContents()
        board.setString(text, forType: .string)
        return board.string(forType: .string) == text
        #else
        return false
        #endif
    }

    static func reveal(_ url: URL) -> Bool {
        #if canImport(AppKit)
        NSWorkspace.shared.activateFileViewerSelecting([url])
        return NSWorkspace.shared.open(url)
        #else
        return false
        #endif
    }
}

struct CopyRevealRow: View {
    let copied = ClipboardBridge.copy("report.tsv")
    let opened = ClipboardBridge.reveal(URL(fileURLWithPath: "Reports/report.tsv"))

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 6)
                .fill(copied ? Color.green : Color.red)
                .frame(width: 60, height: 30)
            Circle()
                .fill(opened ? Color.blue : Color.gray)
                .frame(width: 30, height: 30)
        }
        .padding(20)
    }
}
