import Combine
import Foundation
import struct SwiftUI.CGFloat
import struct SwiftUI.CGSize
import struct SwiftUI.Color
import struct SwiftUI.Text
import struct SwiftUI.HStack
import struct SwiftUI.Capsule
import protocol SwiftUI.View

// A view model that keeps UI frameworks at arm's length: it imports only the few SwiftUI names it
// needs, one declaration at a time, and qualifies Combine's through SwiftUI as some teams do.
final class UploadProgressModel: SwiftUI.ObservableObject {
    @SwiftUI.Published private(set) var fraction: Double
    let trackSize: CGSize
    let cornerRadius: CGFloat = 4

    init(fraction: Double, trackSize: CGSize = CGSize(width: 120, height: 8)) {
        self.fraction = min(max(fraction, 0), 1)
        self.trackSize = trackSize
    }

    var filledWidth: CGFloat { trackSize.width * CGFloat(fraction) }
    var caption: String { "\(Int((fraction * 100).rounded()))%" }
}

/// The upload bar: a grey track, a green fill as wide as the progress, and the percentage.
struct UploadProgressBar: View {
    @SwiftUI.ObservedObject var model: UploadProgressModel

    var body: some View {
        HStack(spacing: 8) {
            Capsule()
                .fill(Color(white: 0.88))
                .frame(width: model.trackSize.width, height: model.trackSize.height)
                .overlay(alignment: .leading) {
                    Capsule().fill(Color.green).frame(width: model.filledWidth)
                }
            Text(model.caption).font(.caption.monospacedDigit())
        }
    }
}
