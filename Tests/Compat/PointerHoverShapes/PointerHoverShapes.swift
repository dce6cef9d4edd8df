import SwiftUI

/// Pads a control for the pointer's hover effect and takes the padding back, so layout is unchanged.
internal struct PointerHoverModifier: ViewModifier {
    var padding: CGFloat = 8
    var cornerRadius: CGFloat = 12
    var hoverEffect: HoverEffect = .highlight

    func body(content: Content) -> some View {
        content
            .padding(padding)
            .contentShape(.hoverMenuInteraction, .rect(cornerRadius: cornerRadius))
            .contentShape(.hoverEffect, RoundedRectangle(cornerRadius: cornerRadius))
            .hoverEffect(hoverEffect)
            .padding(-padding)
    }
}

/// A row button that tints its plate while hovered or focused.
struct HoverRowButtonStyle: ButtonStyle {
    @Environment(\.isFocused) private var isFocused
    @State private var isHovered = false

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(maxWidth: .infinity, alignment: .leading)
            .frame(height: 32)
            .padding(.horizontal)
            .background(
                RoundedRectangle(cornerRadius: 8)
                    .fill(isFocused || isHovered ? Color.primary.opacity(0.1) : .clear)
            )
            .contentShape([.interaction, .hoverMenuInteraction], .rect(cornerRadius: 8))
            .onHover { hovering in isHovered = hovering }
            .focusEffectDisabled()
    }
}

struct PlayerControls: View {
    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                Color.purple.frame(width: 40, height: 40).modifier(PointerHoverModifier())
                Color.orange.frame(width: 40, height: 40)
            }
            Button("Queue") {}.buttonStyle(HoverRowButtonStyle())
        }
    }
}
