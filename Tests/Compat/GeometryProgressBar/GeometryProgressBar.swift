import SwiftUI

struct GeometryBarStyle: ProgressViewStyle {
    var fill: Color = .orange
    func makeBody(configuration: Configuration) -> some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Color.gray.opacity(0.3))
                Capsule().fill(fill)
                    .frame(width: proxy.size.width * CGFloat(configuration.fractionCompleted ?? 0))
            }
        }
        .frame(height: 12)
    }
}
