import SwiftUI
import TipKit

struct FavoriteRouteTip: Tip {
    static let routeOpened = Tips.Event(id: "routeOpened")

    var title: Text {
        Text("Save your usual routes")
    }

    var message: Text? {
        Text("Tap the star on any route to find it here next time.")
    }

    var image: Image? {
        Image(systemName: "star")
    }
}

struct ShareRouteTip: Tip {
    var title: Text { Text("Share a route") }
}

struct FavoritesScreen: View {
    private let favoriteTip = FavoriteRouteTip()
    @State private var routes = ["Home → Office", "Office → Gym"]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TipView(favoriteTip, arrowEdge: .bottom)
            ForEach(routes, id: \.self) { route in
                HStack {
                    Text(route)
                    Spacer()
                    Image(systemName: "star.fill")
                        .foregroundStyle(.yellow)
                }
                .padding(.vertical, 8)
            }
            Button("Share") {}
                .buttonStyle(.borderedProminent)
                .popoverTip(ShareRouteTip(), arrowEdge: .top)
        }
        .padding()
        .task {
            await FavoriteRouteTip.routeOpened.donate()
        }
    }
}

struct TipsConfigured: ViewModifier {
    func body(content: Content) -> some View {
        content.task {
            try? Tips.configure([
                .displayFrequency(.immediate),
                .datastoreLocation(.applicationDefault)
            ])
        }
    }
}
