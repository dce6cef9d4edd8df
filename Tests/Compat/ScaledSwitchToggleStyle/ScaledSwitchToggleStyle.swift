import SwiftUI

// A design-system switch: the system switch re-created inside a ToggleStyle (bound to the
// configuration's binding, its label hidden), tinted, and scaled to the kit's three sizes with a
// non-uniform scaleEffect, the label on either side.
public struct BrandSwitchStyle: ToggleStyle {
    public enum Size {
        case compact, regular, large

        var scale: CGSize {
            switch self {
            case .compact: CGSize(width: 40.0 / 51.0, height: 24.0 / 31.0)
            case .regular: CGSize(width: 1, height: 1)
            case .large: CGSize(width: 60.0 / 51.0, height: 36.0 / 31.0)
            }
        }
    }

    public enum LabelPlacement { case leading, trailing }

    var tint: Color
    var size: Size
    var labelPlacement: LabelPlacement = .leading

    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 12) {
            if labelPlacement == .leading {
                configuration.label
                Spacer(minLength: 0)
            }
            Toggle(isOn: configuration.$isOn) { configuration.label }
                .labelsHidden()
                .tint(tint)
                .scaleEffect(x: size.scale.width, y: size.scale.height)
            if labelPlacement == .trailing {
                configuration.label
                Spacer(minLength: 0)
            }
        }
    }
}
