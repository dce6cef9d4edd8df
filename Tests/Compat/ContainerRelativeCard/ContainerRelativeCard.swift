import SwiftUI

struct WidgetTile: View {
    var body: some View {
        ZStack {
            Color.black
            ContainerRelativeShape()
                .fill(Color.green)
                .padding(0)
        }
        .frame(width: 100, height: 100)
        .containerShape(RoundedRectangle(cornerRadius: 40))
    }
}
