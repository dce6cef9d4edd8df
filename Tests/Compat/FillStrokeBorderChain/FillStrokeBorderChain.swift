import SwiftUI

struct OutlinedFillStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .frame(width: 120, height: 40)
            .background {
                RoundedRectangle(cornerRadius: 8)
                    .fill(Color.orange)
                    .strokeBorder(Color.black, lineWidth: 4)
            }
    }
}
