#if canImport(SwiftUI)
import SwiftUI
#else
import SpecimenUI
#endif

/// A label drawn as a tinted badge: icon and title in a rounded, tinted capsule.
public struct BadgeLabelStyle: LabelStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            configuration.icon
            configuration.title
        }
        .font(.subheadline.weight(.semibold))
        .foregroundStyle(.tint)
        .padding(.horizontal, 10)
        .padding(.vertical, 6)
        .background(Capsule().fill(.tint.opacity(0.15)))
    }
}

extension LabelStyle where Self == BadgeLabelStyle {
    /// A tinted badge.
    public static var badge: BadgeLabelStyle { BadgeLabelStyle() }
}
