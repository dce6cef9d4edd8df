import SwiftUI
import UIKit

// A theme picker's preview tiles: the same UIKit swatch drawn once as the system shows it and once forced
// dark, as settings screens preview "Always Dark" next to "Automatic".
enum Palette {
    static let card = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 0.16, green: 0.17, blue: 0.22, alpha: 1)
            : UIColor(red: 0.93, green: 0.95, blue: 1.0, alpha: 1)
    }
    static let accent = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 1.0, green: 0.62, blue: 0.04, alpha: 1)
            : UIColor(red: 0.0, green: 0.40, blue: 0.85, alpha: 1)
    }
}

final class SwatchTileView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Palette.card
        layer.cornerRadius = 12
        clipsToBounds = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        Palette.accent.setFill()
        UIRectFill(CGRect(x: 12, y: bounds.height - 24, width: bounds.width - 24, height: 12))
    }
}

struct SwatchTile: UIViewRepresentable {
    var style: UIUserInterfaceStyle

    func makeUIView(context: Context) -> SwatchTileView {
        let view = SwatchTileView(frame: .zero)
        view.overrideUserInterfaceStyle = style
        return view
    }

    func updateUIView(_ uiView: SwatchTileView, context: Context) {
        uiView.overrideUserInterfaceStyle = style
    }
}

final class LegacyPanelController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        overrideUserInterfaceStyle = .dark
    }
}

struct LegacyPanel: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> LegacyPanelController {
        LegacyPanelController()
    }

    func updateUIViewController(_ uiViewController: LegacyPanelController, context: Context) {}
}

struct ThemePreviewRow: View {
    var body: some View {
        VStack(spacing: 12) {
            HStack(spacing: 12) {
                VStack {
                    SwatchTile(style: .unspecified)
                        .frame(width: 100, height: 80)
                    Text("Automatic").font(.caption)
                }
                VStack {
                    SwatchTile(style: .dark)
                        .frame(width: 100, height: 80)
                    Text("Always Dark").font(.caption)
                }
            }
            LegacyPanel()
                .frame(height: 40)
        }
        .padding(12)
    }
}
