import SwiftUI

/// Pixellates its content once it is laid out, from a Metal function in the app's library.
struct Pixellated: ViewModifier {
    let cell: CGFloat
    var enabled: Bool { cell > 1 }

    func body(content: Content) -> some View {
        if #available(iOS 17.0, macOS 14.0, *) {
            content.visualEffect { [cell, enabled] view, proxy in
                view.layerEffect(
                    ShaderLibrary.pixellate(
                        .float(Float(max(cell, 1))),
                        .float2(Float(proxy.size.width), Float(proxy.size.height))
                    ),
                    maxSampleOffset: CGSize(width: cell, height: cell),
                    isEnabled: enabled
                )
            }
        } else {
            content
        }
    }
}

struct ShaderGallery: View {
    var body: some View {
        HStack(spacing: 0) {
            Color.blue.frame(width: 40, height: 40)
                .modifier(Pixellated(cell: 6))
            Color.red.frame(width: 40, height: 40)
                .colorEffect(ShaderLibrary.default.tinted(.color(.yellow), .float(0.5)))
            Color.green.frame(width: 40, height: 40)
                .distortionEffect(ShaderLibrary.wave(.float(2), .boundingRect), maxSampleOffset: CGSize(width: 8, height: 8))
            Rectangle()
                .fill(ShaderLibrary.stripes(.float(6), .colorArray([.purple, .orange])))
                .frame(width: 40, height: 40)
        }
    }
}
