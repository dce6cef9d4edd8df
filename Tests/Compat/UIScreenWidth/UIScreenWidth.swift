import SwiftUI

struct HalfScreenCard: View {
    var body: some View {
        Color.purple
            .frame(width: UIScreen.main.bounds.width / 3, height: 30)
    }
}
