import SwiftUI

struct EventHeader: View {
    let date: Date
    var body: some View {
        HStack {
            Text(date, format: .dateTime.month(.abbreviated).day())
                .font(.caption.bold())
                .padding(6)
                .background(Color.red, in: RoundedRectangle(cornerRadius: 6))
                .foregroundStyle(.white)
            Text(date, style: .date)
        }
    }
}
