import SwiftUI

// A multiplatform notes app's platform bridge, AppKit branch first: a sidebar blur, a rounded colour
// swatch drawn by a layer-backed view and the platform font behind one typealias. On Linux (as on the
// Mac) `canImport(AppKit)` holds, so this branch is the one that compiles.
#if canImport(AppKit)
import AppKit

typealias PlatformFont = NSFont
typealias PlatformColor = NSColor

struct SidebarMaterial: NSViewRepresentable {
    var material: NSVisualEffectView.Material = .sidebar

    func makeNSView(context: Context) -> NSVisualEffectView {
        let view = NSVisualEffectView()
        view.material = material
        view.blendingMode = .withinWindow
        view.state = .active
        return view
    }

    func updateNSView(_ nsView: NSVisualEffectView, context: Context) {
        nsView.material = material
    }
}

struct ColorSwatch: NSViewRepresentable {
    let color: PlatformColor
    var isVisible = true

    func makeNSView(context: Context) -> NSView {
        let view = NSView()
        view.wantsLayer = true
        view.layer?.cornerRadius = 6
        return view
    }

    func updateNSView(_ nsView: NSView, context: Context) {
        nsView.layer?.backgroundColor = color.cgColor
        nsView.isHidden = !isVisible
        nsView.translatesAutoresizingMaskIntoConstraints = false
        nsView.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    }
}
#elseif canImport(UIKit)
import UIKit

typealias PlatformFont = UIFont
typealias PlatformColor = UIColor

struct SidebarMaterial: UIViewRepresentable {
    func makeUIView(context: Context) -> UIVisualEffectView {
        UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
    }

    func updateUIView(_ uiView: UIVisualEffectView, context: Context) {}
}

struct ColorSwatch: UIViewRepresentable {
    let color: PlatformColor
    var isVisible = true

    func makeUIView(context: Context) -> UIView { UIView() }

    func updateUIView(_ uiView: UIView, context: Context) {
        uiView.backgroundColor = color
        uiView.isHidden = !isVisible
    }
}
#endif

extension Font {
    static let noteTitle = Font(PlatformFont.systemFont(ofSize: 15, weight: .semibold))
    static let noteBody = Font(PlatformFont.monospacedSystemFont(ofSize: 12, weight: .regular))
}

struct NoteTagRow: View {
    var body: some View {
        HStack(spacing: 8) {
            ColorSwatch(color: .systemGreen)
                .frame(width: 24, height: 24)
            ColorSwatch(color: .systemRed, isVisible: false)
                .frame(width: 24, height: 24)
            Text("Groceries")
                .font(.noteTitle)
        }
    }
}
