import SwiftUI

/// An iOS 26 pill button: tinted Liquid Glass when available, a plain fill before.
struct GlassPillStyle: ButtonStyle {
    var tint: Color = Color(red: 0, green: 0, blue: 1)

    func makeBody(configuration: Configuration) -> some View {
        if #available(iOS 26.0, *) {
            configuration.label
                .foregroundStyle(.white)
                .padding(.horizontal, 16)
                .padding(.vertical, 10)
                .glassEffect(.regular.tint(tint).interactive(), in: .rect(cornerRadius: 12))
                .opacity(configuration.isPressed ? 0.7 : 1)
        } else {
            configuration.label
                .foregroundStyle(.white)
                .padding(.horizontal, 16)
                .padding(.vertical, 10)
                .background(tint, in: RoundedRectangle(cornerRadius: 12))
        }
    }
}

/// A toolbar of glass chips that morph into each other on iOS.
struct GlassToolbar: View {
    @Namespace private var glass

    var body: some View {
        GlassEffectContainer(spacing: 8) {
            HStack(spacing: 8) {
                Button("Play") {}
                    .buttonStyle(GlassPillStyle())
                    .glassEffectID("play", in: glass)
                Image(systemName: "heart")
                    .frame(width: 36, height: 36)
                    .glassEffect()
                    .glassEffectID("like", in: glass)
            }
        }
    }
}
