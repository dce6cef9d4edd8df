import SwiftUI

/// Sweeps a bright band across a view while it loads.
public struct LoadingShimmer: ViewModifier {
    public static let defaultAnimation = Animation.linear(duration: 1.5).repeatForever(autoreverses: false)
    let animation: Animation
    @State private var phase: CGFloat = 0

    public init(animation: Animation = Self.defaultAnimation) {
        self.animation = animation
    }

    public func body(content: Content) -> some View {
        content
            .modifier(BandMask(phase: phase).animation(animation))
            .onAppear { phase = 0.8 }
    }

    /// Moves the band as `phase` animates.
    struct BandMask: AnimatableModifier {
        var phase: CGFloat = 0
        var animatableData: CGFloat {
            get { phase }
            set { phase = newValue }
        }
        func body(content: Content) -> some View {
            content.mask(BandGradient(phase: phase))
        }
    }

    struct BandGradient: View {
        let phase: CGFloat
        var body: some View {
            LinearGradient(gradient: Gradient(stops: [
                .init(color: .black.opacity(0.3), location: phase),
                .init(color: .black, location: phase + 0.1),
                .init(color: .black.opacity(0.3), location: phase + 0.2),
            ]), startPoint: .leading, endPoint: .trailing)
        }
    }
}

struct Rounded: ViewModifier {
    var radius: CGFloat
    func body(content: Content) -> some View {
        content.clipShape(RoundedRectangle(cornerRadius: radius))
    }
}

public extension View {
    @ViewBuilder func shimmering(active: Bool = true) -> some View {
        if active {
            modifier(LoadingShimmer())
        } else {
            modifier(EmptyModifier.identity)
        }
    }

    func placeholderBar(radius: CGFloat = 6) -> some View {
        modifier(Rounded(radius: radius)
            .concat(LoadingShimmer().transaction { $0.animation = nil }))
    }
}
