import SwiftUI
#if canImport(AppKit)
import AppKit
#endif

// A link-like button style from a multiplatform app: AppKit colors for the label and platter, and on
// the Mac the pointing-hand cursor while the pointer is over it (pushed and popped from `.onHover`).
struct PointerLinkButtonStyle: ButtonStyle {
    @State private var isHovering = false

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.callout.weight(.medium))
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .foregroundStyle(Color(nsColor: .linkColor))
            .background(Color(nsColor: .controlAccentColor).opacity(isHovering ? 0.25 : 0.15), in: Capsule())
            .opacity(configuration.isPressed ? 0.6 : 1)
            .onHover { inside in
                isHovering = inside
                #if canImport(AppKit)
                if inside {
                    NSCursor.pointingHand.push()
                } else {
                    NSCursor.pop()
                }
                #endif
            }
    }
}

extension View {
    func resizeCursor() -> some View {
        onHover { inside in
            #if canImport(AppKit)
            if inside { NSCursor.resizeLeftRight.set() } else { NSCursor.arrow.set() }
            #endif
        }
    }
}

extension ButtonStyle where Self == PointerLinkButtonStyle {
    static var pointerLink: PointerLinkButtonStyle { PointerLinkButtonStyle() }
}
