import SwiftUI
import UIKit

// UIKit effect views bridged into SwiftUI, as apps wrapped them before materials and
// ProgressView existed: a blur backdrop, a vibrancy layer, and an activity spinner.

struct BlurBackdrop: UIViewRepresentable {
    var style: UIBlurEffect.Style

    func makeUIView(context: Context) -> UIVisualEffectView {
        UIVisualEffectView(effect: UIBlurEffect(style: style))
    }

    func updateUIView(_ uiView: UIVisualEffectView, context: Context) {
        uiView.effect = UIBlurEffect(style: style)
    }
}

extension UIVisualEffectView {
    /// A vibrancy layer over a blur, the way headers tint their labels.
    struct Vibrant: UIViewRepresentable {
        var blur: UIBlurEffect.Style = .systemChromeMaterial
        var vibrancy: UIVibrancyEffectStyle = .secondaryLabel

        func makeUIView(context: UIViewRepresentableContext<Self>) -> UIVisualEffectView {
            let blurEffect = UIBlurEffect(style: blur)
            let view = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blurEffect, style: vibrancy))
            let inner = UIVisualEffectView(effect: nil)
            inner.frame = view.bounds
            inner.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.contentView.addSubview(inner)
            return view
        }

        func updateUIView(_ uiView: UIVisualEffectView, context: UIViewRepresentableContext<Self>) {}
    }
}

public struct Spinner: UIViewRepresentable {
    @Binding var isAnimating: Bool
    let style: UIActivityIndicatorView.Style
    var tint: UIColor?

    public init(isAnimating: Binding<Bool>, style: UIActivityIndicatorView.Style = .medium, tint: UIColor? = nil) {
        _isAnimating = isAnimating
        self.style = style
        self.tint = tint
    }

    public func makeUIView(context: UIViewRepresentableContext<Spinner>) -> UIActivityIndicatorView {
        let indicator = UIActivityIndicatorView(style: style)
        indicator.hidesWhenStopped = true
        if let tint { indicator.color = tint }
        return indicator
    }

    public func updateUIView(_ uiView: UIActivityIndicatorView, context: UIViewRepresentableContext<Spinner>) {
        isAnimating ? uiView.startAnimating() : uiView.stopAnimating()
    }
}

struct LoadingCard: View {
    @State private var loading = true

    var body: some View {
        VStack(spacing: 0) {
            ZStack {
                Color.orange
                BlurBackdrop(style: .systemMaterialDark)
                    .frame(width: 60)
            }
            .frame(height: 40)
            UIVisualEffectView.Vibrant()
                .frame(height: 20)
            HStack(spacing: 10) {
                Spinner(isAnimating: $loading, style: .large, tint: .systemRed)
                Spinner(isAnimating: .constant(false))
                Spinner(isAnimating: $loading)
            }
        }
    }
}
