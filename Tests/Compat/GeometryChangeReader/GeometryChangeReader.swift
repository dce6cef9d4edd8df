import SwiftUI

// A header that measures itself to size a matching footer, with iOS 16's onGeometryChange.

extension View {
    func readSize(_ onChange: @escaping (CGSize) -> Void) -> some View {
        onGeometryChange(for: CGSize.self) { proxy in
            proxy.size
        } action: { newValue in
            onChange(newValue)
        }
    }
}

final class SizeLog {
    var sizes: [CGSize] = []
}

struct MeasuredHeader: View {
    let log: SizeLog
    @State private var headerHeight: CGFloat = 0

    var body: some View {
        VStack(spacing: 0) {
            Color.red
                .frame(width: 60, height: 30)
                .readSize { log.sizes.append($0) }
            Color.blue
                .frame(width: 60, height: 20)
                .onGeometryChange(for: CGFloat.self, of: { $0.size.height }) { old, new in
                    headerHeight = new
                }
                .overlay(alignment: .leading) {
                    Text(verbatim: "\(headerHeight)")
                        .font(.caption)
                        .hidden()
                }
        }
    }
}
