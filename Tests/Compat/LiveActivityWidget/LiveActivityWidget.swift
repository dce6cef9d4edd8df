import SwiftUI
import WidgetKit
import ActivityKit

/// A delivery Live Activity: its attributes, the Lock Screen view that reads them, and the widget
/// configuration with Dynamic Island regions (which a still never shows).
struct DeliveryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var stopsAway: Int
        var progress: Double
    }

    var orderName: String
}

struct DeliveryLockScreenView: View {
    let attributes: DeliveryAttributes
    let state: DeliveryAttributes.ContentState

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Image(systemName: "shippingbox.fill")
                    .accessibility(hidden: true)
                Text(attributes.orderName)
                    .font(.headline)
                    .accessibility(label: Text("Order \(attributes.orderName)"))
                Spacer()
                Text("\(state.stopsAway) stops")
                    .help("Stops before yours")
            }
            GeometryReader { proxy in
                Capsule()
                    .fill(Color.gray.opacity(0.3))
                    .overlay(alignment: .leading) {
                        Capsule()
                            .fill(Color.indigo)
                            .frame(width: proxy.size.width * state.progress)
                    }
            }
            .frame(height: 8)
            .accessibility(value: Text("\(Int(state.progress * 100)) percent"))
        }
        .padding()
        .activityBackgroundTint(Color.white)
        .activitySystemActionForegroundColor(Color.indigo)
    }
}

struct DeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            DeliveryLockScreenView(attributes: context.attributes, state: context.state)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "shippingbox.fill")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.stopsAway)")
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ProgressView(value: context.state.progress)
                }
            } compactLeading: {
                Image(systemName: "shippingbox.fill")
            } compactTrailing: {
                Text("\(context.state.stopsAway)")
            } minimal: {
                Image(systemName: "shippingbox.fill")
            }
            .keylineTint(.indigo)
        }
    }
}

func startDelivery() async throws {
    guard ActivityAuthorizationInfo().areActivitiesEnabled else { return }
    let attributes = DeliveryAttributes(orderName: "Groceries")
    let state = DeliveryAttributes.ContentState(stopsAway: 3, progress: 0.25)
    let activity = try Activity.request(attributes: attributes,
                                        content: .init(state: state, staleDate: nil),
                                        pushType: nil)
    await activity.end(nil, dismissalPolicy: .immediate)
}
