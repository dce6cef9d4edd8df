#if canImport(SwiftUI)
import SwiftUI
#else
import SpecimenUI
#endif

/// The brand's primary button: a filled pill that dims when pressed and greys out when disabled.
public struct PillButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.colorScheme) private var colorScheme

    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundColor(.white)
            .padding(.horizontal, 20)
            .padding(.vertical, 12)
            .background(Capsule().fill(fill(role: configuration.role)))
            .opacity(configuration.isPressed ? 0.6 : 1)
    }

    private func fill(role: ButtonRole?) -> Color {
        guard isEnabled else { return .gray }
        if role == .destructive { return .red }
        return colorScheme == .dark ? .indigo : .blue
    }
}

extension ButtonStyle where Self == PillButtonStyle {
    /// The brand's primary button.
    public static var pill: PillButtonStyle { PillButtonStyle() }
}
