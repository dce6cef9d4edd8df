#if canImport(SwiftUI)
import SwiftUI
#else
import SpecimenUI
#endif

/// The brand's primary button: a filled pill that dims when pressed and greys out when disabled.
public struct PillButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

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

    // The brand colours come from Media.xcassets: by name, and through the symbol Xcode generates.
    private func fill(role: ButtonRole?) -> Color {
        guard isEnabled else { return .gray }
        if role == .destructive { return .brandDanger }
        return Color("BrandPrimary", bundle: .module)
    }
}

extension ButtonStyle where Self == PillButtonStyle {
    /// The brand's primary button.
    public static var pill: PillButtonStyle { PillButtonStyle() }
}
