import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import { attachToastSink } from '../../lib/notify';

/** Spec section 9: top-right, auto-close 5 s, pause on hover or focus loss, drag to dismiss at 80%. */
export default function Toaster() {
  useEffect(() => attachToastSink(({ kind, text }) => toast[kind](text)), []);
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={80}
      closeOnClick
      newestOnTop={false}
    />
  );
}
