import Foundation

/// One object per thread, made on the thread's first use and released when the thread ends.
final class ThreadLocal<Value: AnyObject>: @unchecked Sendable {
    private let key: pthread_key_t
    private let make: () -> Value

    init(_ make: @escaping () -> Value) {
        var key = pthread_key_t()
        pthread_key_create(&key) { value in
            guard let value else { return }
            Unmanaged<AnyObject>.fromOpaque(value).release()
        }
        self.key = key
        self.make = make
    }

    /// This thread's value.
    var value: Value {
        if let value = pthread_getspecific(key) { return Unmanaged<Value>.fromOpaque(value).takeUnretainedValue() }
        let value = make()
        pthread_setspecific(key, Unmanaged.passRetained(value).toOpaque())
        return value
    }
}
