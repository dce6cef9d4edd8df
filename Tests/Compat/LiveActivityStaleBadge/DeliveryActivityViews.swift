import ActivityKit
import SwiftUI
import WidgetKit

struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var minutesLeft: Int
        var stage: String
    }
    var orderNumber: String
}

/// The courier's photo the app saved for the activity, else a placeholder glyph.
struct CourierPhoto: View {
    let size: CGFloat
    let path: String

    var body: some View {
        if FileManager.default.fileExists(atPath: path), let photo = UIImage(contentsOfFile: path) {
            Image(uiImage: photo)
                .resizable()
                .scaledToFill()
                .frame(width: size, height: size)
                .clipShape(Circle())
        } else if let photo = UIImage(contentsOfFile: path) {
            Image(uiImage: photo)
        } else {
            Circle()
                .fill(Color.green)
                .frame(width: size, height: size)
        }
    }
}

struct DeliveryLockScreenView: View {
    let state: DeliveryAttributes.ContentState
    let isStale: Bool

    var body: some View {
        HStack(spacing: 12) {
            CourierPhoto(size: 36, path: NSTemporaryDirectory() + "courier-missing.png")
            VStack(alignment: .leading, spacing: 2) {
                Text(state.stage)
                    .font(.headline)
                Text("\(state.minutesLeft) min")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if isStale {
                Text("Outdated")
                    .font(.caption.bold())
                    .foregroundStyle(.white)
                    .padding(6)
                    .background(ContainerRelativeShape().fill(Color.red))
            }
        }
        .padding()
        .activityBackgroundTint(Color.white)
    }
}
