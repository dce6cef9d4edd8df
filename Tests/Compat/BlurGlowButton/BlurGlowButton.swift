import SwiftUI

// A glowing call-to-action: a blurred copy of the capsule behind it, and a frosted
// (opaque-blurred) stripe pattern.
struct GlowButtonStyle: ButtonStyle {
    var glow: Color = .purple

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.system(size: 12, weight: .bold))
            .foregroundStyle(.white)
            .frame(width: 60, height: 20)
            .background {
                ZStack {
                    Capsule().fill(glow).blur(radius: 6)
                    Capsule().fill(glow)
                }
            }
    }
}

struct FrostedStripes: View {
    var body: some View {
        HStack(spacing: 0) {
            Color.black.frame(width: 4)
            Color.white.frame(width: 4)
            Color.black.frame(width: 4)
            Color.white.frame(width: 4)
        }
        .frame(height: 20)
        .blur(radius: 4, opaque: true)
    }
}
