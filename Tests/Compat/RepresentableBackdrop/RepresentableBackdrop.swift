import SwiftUI
import UIKit
import CoreGraphics

// UIKit views wrapped for SwiftUI, as apps bridge a map, a player or a legacy control.

final class GradientHostView: UIView {
    var accent: UIColor = .systemTeal {
        didSet { backgroundColor = accent }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 8
        clipsToBounds = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

struct AccentPanel: UIViewRepresentable {
    var color: UIColor

    func makeUIView(context: Context) -> GradientHostView {
        let view = GradientHostView(frame: .zero)
        view.setContentHuggingPriority(.defaultLow, for: .horizontal)
        return view
    }

    func updateUIView(_ uiView: GradientHostView, context: Context) {
        uiView.accent = color
    }
}

final class LegacyViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemOrange
    }
}

struct LegacyScreen: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> LegacyViewController { LegacyViewController() }
    func updateUIViewController(_ uiViewController: LegacyViewController, context: Context) {}
}

struct HiddenSpinner: UIViewRepresentable {
    final class Coordinator { var spins = 0 }
    func makeCoordinator() -> Coordinator { Coordinator() }
    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.backgroundColor = .systemRed
        view.isHidden = true
        return view
    }
    func updateUIView(_ uiView: UIView, context: Context) { context.coordinator.spins += 1 }
}

struct BridgedScreen: View {
    var body: some View {
        HStack(spacing: 0) {
            AccentPanel(color: .systemTeal)
            LegacyScreen()
            HiddenSpinner()
        }
    }
}
