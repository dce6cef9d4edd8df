import SwiftUI

struct OutlinedGroupStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            configuration.label
                .frame(width: 60, height: 30)
                .background(Color.red)
            Button("i") {}
                .frame(width: 40, height: 30)
                .background(Color.yellow)
        }
    }
}
