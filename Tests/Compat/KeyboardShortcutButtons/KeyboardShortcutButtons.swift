import SwiftUI

// An iPad-friendly dialog footer: Return confirms, Escape cancels, ⇧⌘S saves a copy.
struct DialogFooter: View {
    var body: some View {
        HStack(spacing: 0) {
            Button { } label: { Color.gray.frame(width: 30, height: 30) }
                .keyboardShortcut(.cancelAction)
            Button { } label: { Color.green.frame(width: 30, height: 30) }
                .keyboardShortcut("s", modifiers: [.command, .shift])
            Button { } label: { Color.blue.frame(width: 30, height: 30) }
                .keyboardShortcut(.defaultAction)
            Button { } label: { Color.orange.frame(width: 30, height: 30) }
                .keyboardShortcut(.upArrow)
        }
        .buttonStyle(.plain)
    }
}
