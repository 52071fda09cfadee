import ComposableArchitecture
import SwiftUI

struct TallyView: View {
    // MARK: - Properties

    let store: StoreOf<Tally>

    // MARK: - Body

    var body: some View {
        Text("Tally")
    }
}
