import SwiftUI

// A design-system button style written for the iOS 18 SDK: a nonisolated public init and static
// member, the button's role choosing red or the tint, `AnyShapeStyle` branches, and saturation and
// opacity for the disabled state.
public struct RoleTintButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    nonisolated public init() { }

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.body.weight(.semibold))
            .padding(.horizontal, 14)
            .padding(.vertical, 8)
            .contentShape(Rectangle())
            .foregroundStyle(configuration.role == .destructive ? AnyShapeStyle(.red) : AnyShapeStyle(.tint))
            .background(configuration.role == .cancel ? AnyShapeStyle(.quaternary) : AnyShapeStyle(.clear), in: Capsule())
            .overlay(Capsule().strokeBorder(configuration.role == .destructive ? AnyShapeStyle(.red) : AnyShapeStyle(.tint), lineWidth: 2))
            .saturation(isEnabled ? 1 : 0)
            .opacity(configuration.isPressed || !isEnabled ? 0.5 : 1)
    }
}

public extension ButtonStyle where Self == RoleTintButtonStyle {
    static nonisolated var roleTinted: RoleTintButtonStyle { RoleTintButtonStyle() }
}

struct AccountActions: View {
    var body: some View {
        VStack(spacing: 10) {
            Button("Save") { }
            Button("Delete", role: .destructive) { }
            Button("Cancel", role: .cancel) { }
            Button("Locked") { }.disabled(true)
        }
        .buttonStyle(.roleTinted)
        .tint(.green)
    }
}
