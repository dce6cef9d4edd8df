import SwiftUI

// Remote artwork in three forms; none has loaded when the frame is taken.
struct ArtworkRow: View {
    let url = URL(string: "https://example.com/poster.jpg")

    var body: some View {
        HStack(spacing: 0) {
            AsyncImage(url: url)
                .frame(width: 40, height: 40)
            AsyncImage(url: url) { image in
                image.resizable().scaledToFill()
            } placeholder: {
                Color.blue
            }
            .frame(width: 40, height: 40)
            AsyncImage(url: url, transaction: Transaction(animation: .easeIn)) { phase in
                if let image = phase.image {
                    image.resizable()
                } else if phase.error != nil {
                    Color.red
                } else {
                    Color.green
                }
            }
            .frame(width: 40, height: 40)
        }
    }
}
